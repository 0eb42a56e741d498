import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoticePanel } from './notice-panel';

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
});
