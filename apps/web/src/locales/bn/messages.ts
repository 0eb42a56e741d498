import type { messages as en } from '../en/messages';
import type { TextsLike } from './shape';

/** অ্যাডমিনের ব্যর্থ বার্তার পাতার লেখা। */
export const messages: TextsLike<typeof en> = {
  title: 'ব্যর্থ বার্তা',
  intro: 'যেসব ইমেইল ও এসএমএস সব চেষ্টার পরও পৌঁছানো যায়নি। কারণটি ঠিক করুন (মেইল সার্ভার, ঠিকানা), তারপর আবার পাঠান।',
  caption: 'সব চেষ্টার পরও ব্যর্থ বার্তা',
  empty: 'কোনো ব্যর্থ বার্তা নেই: সবকিছু পৌঁছেছে।',
  to: 'প্রাপক',
  message: 'বার্তা',
  tries: 'চেষ্টা',
  error: 'শেষ ত্রুটি',
  failedAt: 'ব্যর্থ হয়েছে',
  retry: 'আবার পাঠান',
  retrying: 'পাঠানো হচ্ছে...',
  queued: 'বার্তাটি সারিতে রাখা হয়েছে, আবার পাঠানো হবে।',
  channel: { mail: 'ইমেইল', sms: 'এসএমএস' },
  templates: {
    'verify-email': 'ইমেইল নিশ্চিত করুন',
    'reset-password': 'পাসওয়ার্ড নতুন করার লিংক',
    'password-changed': 'পাসওয়ার্ড বদলানো হয়েছে',
    other: 'অন্য বার্তা',
  },
};
