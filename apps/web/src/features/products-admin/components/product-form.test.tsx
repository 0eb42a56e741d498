import type { Product } from '@medibazaar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clientConfig } from '../../../config/env';
import { changeLanguage } from '../../../lib/i18n';
import { AddProductForm } from './add-product-form';
import { changedFields } from './edit-product-form';
import { medicineValuesOf, NOT_A_MEDICINE } from './medicine-form';

function renderAddForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddProductForm sellerEmail="seller@example.test" shopOwned={false} />
    </QueryClientProvider>,
  );
}

describe('AddProductForm', () => {
  it('shows each problem under its field and moves focus to the first', async () => {
    renderAddForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Enter a product name of at most 120 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter a description of at most 2000 characters.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a price above 0 and at most 100,000, with at most two decimals.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose one of the categories.')).toBeInTheDocument();
    expect(screen.getByText('Choose an image of the product.')).toBeInTheDocument();
    expect(screen.getByLabelText('Product name')).toHaveFocus();
    expect(screen.getByLabelText('Product name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the seller email, not editable', () => {
    renderAddForm();
    const email = screen.getByLabelText('Seller email');
    expect(email).toHaveValue('seller@example.test');
    expect(email).toBeDisabled();
  });

  it('refuses a price with three decimals and a file that is too large before any upload', async () => {
    renderAddForm();
    await userEvent.type(screen.getByLabelText('Product name'), 'Napa');
    await userEvent.type(screen.getByLabelText('Description'), 'Tablets.');
    await userEvent.type(screen.getByLabelText('Price ($)'), '1.999');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Devices');
    await userEvent.type(screen.getByLabelText('Units in stock'), '3');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Product image'), big);
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(
      await screen.findByText('Enter a price above 0 and at most 100,000, with at most two decimals.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose an image of at most 5 MB.')).toBeInTheDocument();
    expect(screen.queryByText('Enter a product name of at most 120 characters.')).not.toBeInTheDocument();
  });

  it('starts the low-stock alert at 5 and refuses a negative one under its field', async () => {
    renderAddForm();
    const alert = screen.getByLabelText('Low-stock alert (units)');
    expect(alert).toHaveValue('5');
    expect(alert).toHaveAccessibleDescription('You get a mail when a sale takes the stock below this. 0 turns it off.');
    await userEvent.clear(alert);
    await userEvent.type(alert, '-2');
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(
      await screen.findByText('Enter the low-stock alert as a whole number, 0 or more (0 turns it off).'),
    ).toBeInTheDocument();
    expect(alert).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('AddProductForm in a shop that sells in taka', () => {
  it('asks the price in taka: "Tk" in English, "৳" in Bangla', async () => {
    clientConfig.currency = 'BDT';
    try {
      renderAddForm();
      expect(screen.getByLabelText('Price (Tk)')).toBeInTheDocument();
      document.body.innerHTML = '';
      await changeLanguage('bn', { remember: false });
      renderAddForm();
      expect(screen.getByLabelText('দাম (৳)')).toBeInTheDocument();
    } finally {
      clientConfig.currency = 'USD';
      await changeLanguage('en', { remember: false });
    }
  });
});

describe('AddProductForm, a discount that leaves less than a cent', () => {
  /** A valid product at one cent with 60 % off: each field passes, the pair does not. */
  async function fillBelowOneCent(
    labels: Record<'name' | 'des' | 'price' | 'category' | 'discount' | 'stock' | 'image' | 'submit', string>,
  ) {
    await userEvent.type(screen.getByLabelText(labels.name), 'Napa');
    await userEvent.type(screen.getByLabelText(labels.des), 'Tablets.');
    await userEvent.type(screen.getByLabelText(labels.price), '0.01');
    await userEvent.selectOptions(screen.getByLabelText(labels.category), 'Devices');
    await userEvent.clear(screen.getByLabelText(labels.discount));
    await userEvent.type(screen.getByLabelText(labels.discount), '60');
    await userEvent.type(screen.getByLabelText(labels.stock), '3');
    await userEvent.upload(screen.getByLabelText(labels.image), new File(['x'], 'napa.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: labels.submit }));
  }

  it('is refused under the discount before anything is uploaded, in English and in Bangla', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    try {
      renderAddForm();
      await fillBelowOneCent({
        name: 'Product name',
        des: 'Description',
        price: 'Price ($)',
        category: 'Category',
        discount: 'Discount (%)',
        stock: 'Units in stock',
        image: 'Product image',
        submit: 'Add Product',
      });
      expect(
        await screen.findByText(
          'With this discount one unit would cost less than $0.01. Lower the discount or raise the price.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Discount (%)')).toHaveFocus();
      expect(fetch).not.toHaveBeenCalled();
      document.body.innerHTML = '';

      await changeLanguage('bn', { remember: false });
      renderAddForm();
      await fillBelowOneCent({
        name: 'পণ্যের নাম',
        des: 'বিবরণ',
        price: 'দাম ($)',
        category: 'ধরন',
        discount: 'ছাড় (%)',
        stock: 'স্টকে থাকা একক',
        image: 'পণ্যের ছবি',
        submit: 'পণ্য যোগ করুন',
      });
      expect(
        await screen.findByText('এই ছাড়ে একটি এককের দাম ০.০১ US$-এর কম হয়ে যায়। ছাড় কমান বা দাম বাড়ান।'),
      ).toBeInTheDocument();
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
      await changeLanguage('en', { remember: false });
    }
  });
});

describe('changedFields', () => {
  const product: Product = {
    _id: 'p1',
    name: 'Napa',
    category: 'OTC Medicine',
    price: 19.99,
    des: 'Tablets.',
    image: '/images/products/napa.webp',
    discount: 0,
    stock: 5,
    medicine: null,
  };
  const same = {
    name: 'Napa',
    des: 'Tablets.',
    price: 19.99,
    category: 'OTC Medicine' as const,
    discount: 0,
    stock: 5,
    lowStockThreshold: 5,
    medicine: NOT_A_MEDICINE,
  };

  it('finds nothing when nothing changed, even with float noise in the price', () => {
    expect(changedFields(product, same, 5)).toEqual({});
    expect(changedFields(product, { ...same, price: 19.990000000000002 }, 5)).toEqual({});
  });

  it('lists only what changed', () => {
    expect(changedFields(product, { ...same, name: 'Napa Extra', stock: 9 }, 5)).toEqual({
      name: 'Napa Extra',
      stock: 9,
    });
  });

  it('sends the low-stock alert when it differs from the stored one', () => {
    expect(changedFields(product, { ...same, lowStockThreshold: 12 }, 5)).toEqual({ lowStockThreshold: 12 });
    expect(changedFields(product, { ...same, lowStockThreshold: 12 }, 12)).toEqual({});
  });
});

describe('changedFields for a medicine', () => {
  const facts = {
    generics: [{ id: 'g1', name: 'Paracetamol', nameBn: 'প্যারাসিটামল', status: 'confirmed' as const }],
    strength: '500 mg',
    form: 'tablet' as const,
    manufacturer: { id: 'm1', name: 'Beximco', nameBn: null, status: 'confirmed' as const },
    packSize: 10,
    packLabel: '10 tablets (1 strip)',
    unitPriceCents: 12,
    dispensingClass: 'otc' as const,
    indications: 'Fever and pain.',
    dosage: null,
    sideEffects: null,
    brandBn: 'নাপা',
  };
  const product: Product = {
    _id: 'p1',
    name: 'Napa',
    category: 'OTC Medicine',
    price: 1.2,
    des: 'Tablets.',
    image: '/images/products/napa.webp',
    discount: 0,
    stock: 5,
    medicine: facts,
  };
  const same = {
    name: 'Napa',
    des: 'Tablets.',
    price: 1.2,
    category: 'OTC Medicine' as const,
    discount: 0,
    stock: 5,
    lowStockThreshold: 5,
    medicine: medicineValuesOf(facts),
  };

  it('sends nothing when the facts are as stored', () => {
    expect(changedFields(product, same, 5)).toEqual({});
  });

  it('sends the facts whole when one of them changed', () => {
    const changes = changedFields(product, { ...same, medicine: { ...same.medicine, strength: '650 mg' } }, 5);
    expect(changes).toEqual({
      medicine: {
        genericIds: ['g1'],
        newGenericName: undefined,
        strength: '650 mg',
        form: 'tablet',
        manufacturerId: 'm1',
        newManufacturerName: undefined,
        packSize: 10,
        packLabel: '10 tablets (1 strip)',
        packLabelBn: null,
        dispensingClass: 'otc',
        indications: 'Fever and pain.',
        dosage: null,
        sideEffects: null,
        indicationsBn: null,
        dosageBn: null,
        sideEffectsBn: null,
        brandBn: 'নাপা',
      },
    });
  });

  it('sends null when the product is no longer a medicine', () => {
    expect(changedFields(product, { ...same, medicine: { ...same.medicine, isMedicine: false } }, 5)).toEqual({
      medicine: null,
    });
  });
});
