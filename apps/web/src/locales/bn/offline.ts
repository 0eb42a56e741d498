import type { offline as en } from '../en/offline';
import type { TextsLike } from './shape';

/** অফলাইন পাতার লেখা। */
export const offline: TextsLike<typeof en> = {
  title: 'আপনি অফলাইনে আছেন',
  text: 'এই পাতার জন্য ইন্টারনেট দরকার। সংযোগ দেখে নিয়ে আবার চেষ্টা করুন।',
  retry: 'আবার চেষ্টা করুন',
};
