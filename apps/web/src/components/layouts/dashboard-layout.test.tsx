import type { Role } from '@medibazaar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionQueryKey } from '../../lib/session';
import { DashboardLayout } from './dashboard-layout';

function renderAs(role: Role) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(sessionQueryKey, { id: 'u1', name: 'Tester', email: 't@example.test', image: null, role });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/x']}>
        <Routes>
          <Route path="/dashboard" element={<DashboardLayout />}>
            <Route path="*" element={<p>page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Dashboard menu' }));
}

const texts = (menu: ReturnType<typeof renderAs>) => menu.getAllByRole('listitem').map((li) => li.textContent);

describe('DashboardLayout', () => {
  it('gives an admin the admin menu, and Home, Profile, Logout', () => {
    const menu = renderAs('admin');
    expect(texts(menu)).toEqual([
      'Admin Home',
      'All Users',
      'All Products',
      'Seller Information',
      'Seller Licences',
      'Site Content',
      'Medicine Names',
      'Medicine Requests',
      'Orders',
      'Return Requests',
      'Delivery Zones',
      'Cash on Delivery',
      'Payments to Review',
      'Recalls',
      'Failed Messages',
      'Prescription Review',
      'Orders by Prescription',
      'Medicine Reference',
      'Antibiotic Register',
      'Pharmacists',
      'Audit Log',
      'Home',
      'Profile',
      'Logout',
    ]);
    expect(menu.getByRole('link', { name: 'All Users' })).toHaveAttribute('href', '/dashboard/allusers');
    expect(menu.getByRole('link', { name: 'Site Content' })).toHaveAttribute('href', '/dashboard/content');
    expect(menu.getByRole('link', { name: 'Medicine Names' })).toHaveAttribute('href', '/dashboard/medicine-names');
    expect(menu.getByRole('link', { name: 'Pharmacists' })).toHaveAttribute('href', '/dashboard/pharmacists');
    expect(menu.getByRole('link', { name: 'Seller Licences' })).toHaveAttribute('href', '/dashboard/seller-licences');
  });

  it('gives a seller the seller menu, Payment going to the seller payments', () => {
    const menu = renderAs('seller');
    expect(texts(menu)).toEqual([
      'Seller Home',
      'My Orders Products',
      'Return Requests',
      'Manage Medicines',
      'Medicine Requests',
      'Add Product',
      'Payment',
      'Drug Licence',
      'Home',
      'Profile',
      'Logout',
    ]);
    expect(menu.getByRole('link', { name: 'My Orders Products' })).toHaveAttribute('href', '/dashboard/sellerOrders');
    expect(menu.getByRole('link', { name: 'Payment' })).toHaveAttribute('href', '/dashboard/sellerPaymentsHistory');
    expect(menu.getByRole('link', { name: 'Drug Licence' })).toHaveAttribute('href', '/dashboard/drug-licence');
    expect(menu.getByRole('link', { name: 'Return Requests' })).toHaveAttribute('href', '/dashboard/returns');
    // One list of the seller's products.
    expect(menu.getByRole('link', { name: 'Manage Medicines' })).toHaveAttribute('href', '/dashboard/manageMedicines');
    expect(menu.queryByRole('link', { name: 'My Products' })).toBeNull();
  });

  it('gives a pharmacist the review queue and the antibiotic register first, then their own prescriptions and shopping', () => {
    const menu = renderAs('pharmacist');
    expect(texts(menu)).toEqual([
      'Prescription Review',
      'Orders by Prescription',
      'Medicine Reference',
      'Antibiotic Register',
      'My Prescriptions',
      'Carts',
      'My Orders',
      'Shops',
      'Home',
      'Profile',
      'Logout',
    ]);
    expect(menu.getByRole('link', { name: 'Prescription Review' })).toHaveAttribute('href', '/dashboard/review');
    expect(menu.getByRole('link', { name: 'Antibiotic Register' })).toHaveAttribute(
      'href',
      '/dashboard/antibiotic-register',
    );
  });

  it('gives everyone else the user menu; Profile opens /profile and Logout is a button', () => {
    const menu = renderAs('user');
    expect(texts(menu)).toEqual([
      'User Home',
      'Carts',
      'My Orders',
      'My Prescriptions',
      'Orders by Prescription',
      'Payment history',
      'Shops',
      'Home',
      'Profile',
      'Logout',
    ]);
    expect(menu.getByRole('link', { name: 'My Prescriptions' })).toHaveAttribute('href', '/dashboard/prescriptions');
    expect(menu.getByRole('link', { name: 'Shops' })).toHaveAttribute('href', '/shop');
    expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(menu.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('folds behind a toggle that says whether it is open', async () => {
    renderAs('user');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('navigation', { name: 'Dashboard menu' }).id);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
