import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HoursContent, NoticeContent } from '@medibazaar/contract';
import { NoticeView } from './notice-panel';

/** The shop's first content (apps/api/src/db/seed/content-data.ts). */
const first: NoticeContent = {
  ticker: { en: 'Genuine medicines', bn: 'আসল ওষুধ' },
  openPeriod: { from: '2025-01-21', until: '2025-01-28' },
  message: { en: '', bn: '' },
};
const hours: HoursContent = { opens: '09:00', closes: '20:00' };
const NoticePanel = ({ today, notice = first }: { today: Date; notice?: NoticeContent }) => (
  <NoticeView notice={notice} hours={hours} today={today} />
);

const holidayList = () => {
  const heading = screen.getByRole('heading', { name: /This Month's Holidays/ });
  return heading.parentElement!;
};

describe('NoticePanel', () => {
  it('says when the site is open and when orders are taken', () => {
    render(<NoticePanel today={new Date(2025, 0, 10)} />);
    expect(screen.getByText('Our site is open from January 21, 2025 until January 28, 2025.')).toBeInTheDocument();
    expect(screen.getByText('Orders are accepted from 9:00 AM to 8:00 PM daily.')).toBeInTheDocument();
  });

  it("shows 'No holidays this month!' in January", () => {
    render(<NoticePanel today={new Date(2025, 0, 10)} />);
    expect(within(holidayList()).getByText('No holidays this month!')).toBeInTheDocument();
  });

  it('lists Independence Day and the expected Eid-ul-Fitr in March 2025', () => {
    render(<NoticePanel today={new Date(2025, 2, 5)} />);
    const items = within(holidayList()).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'March 26Independence Day',
      'March 31Eid-ul-Fitr(expected; depends on moon sighting)',
    ]);
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2025-03-26');
  });

  it('puts Pohela Boishakh in April', () => {
    render(<NoticePanel today={new Date(2025, 3, 1)} />);
    expect(within(holidayList()).getByText('Pohela Boishakh (Bengali New Year)')).toBeInTheDocument();
  });

  it('shows the dates and hours the admin stored, and their message', () => {
    render(
      <NoticeView
        notice={{
          ...first,
          openPeriod: { from: '2026-11-20', until: '2026-12-05' },
          message: { en: 'Closed on Friday.', bn: 'শুক্রবার বন্ধ।' },
        }}
        hours={{ opens: '08:30', closes: '22:15' }}
        today={new Date(2026, 10, 24)}
      />,
    );
    expect(screen.getByText('Our site is open from November 20, 2026 until December 5, 2026.')).toBeInTheDocument();
    expect(screen.getByText('Orders are accepted from 8:30 AM to 10:15 PM daily.')).toBeInTheDocument();
    expect(screen.getByText('Closed on Friday.')).toBeInTheDocument();
    expect(screen.getAllByText('Genuine medicines')[0]).toBeInTheDocument();
  });

  it('leaves out the open period when the admin removed it', () => {
    render(<NoticePanel today={new Date(2026, 10, 24)} notice={{ ...first, openPeriod: null }} />);
    expect(screen.queryByText(/Our site is open/)).not.toBeInTheDocument();
    expect(screen.getByText('Orders are accepted from 9:00 AM to 8:00 PM daily.')).toBeInTheDocument();
  });

  it('waits with skeletons while there is no content', () => {
    render(<NoticeView notice={undefined} hours={undefined} today={new Date(2025, 0, 10)} />);
    expect(screen.queryByText(/Orders are accepted/)).not.toBeInTheDocument();
  });
});
