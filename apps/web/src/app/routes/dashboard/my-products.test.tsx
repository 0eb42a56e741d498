import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Component as MyProducts } from './my-products';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

describe('/dashboard/myProducts', () => {
  it("leads to the seller's one list, Manage Medicines, on the same page of it", () => {
    render(
      <MemoryRouter initialEntries={['/dashboard/myProducts?page=2']}>
        <Routes>
          <Route path="/dashboard/myProducts" element={<MyProducts />} />
          <Route path="/dashboard/manageMedicines" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/manageMedicines?page=2');
  });
});
