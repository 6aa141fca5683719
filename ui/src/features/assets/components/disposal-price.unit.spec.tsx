import { assetSchema } from '@pm/domain/assets/schemas';
import { Form } from 'antd';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { zodRule } from '@/lib/zod-form';
import { toAssetBody } from '../api/create-asset';
import { DisposalPriceItem, disposalPriceValue } from './disposal-price';

/** The Add Asset form's values once the disposal price field holds what was typed (normalised as the field does). */
const typed = (disposalPrice: string) => ({
  assetId: 'KE0420-AST-099',
  name: 'Projector',
  description: '',
  condition: 'Disposed',
  disposalPrice: disposalPriceValue(disposalPrice),
  projectId: 1,
});

/** What the field shows under itself: the rule's message, or null when the value passes. */
const shown = async (disposalPrice: string): Promise<string | null> => {
  const rule = zodRule(assetSchema, 'disposalPrice') as unknown as (form: {
    getFieldsValue: (all: true) => unknown;
  }) => { validator: () => Promise<void> };
  try {
    await rule({ getFieldsValue: () => typed(disposalPrice) }).validator();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the disposal price field of Add Asset', () => {
  it('is a text field showing what was typed, not a number input that clamps or drops it', () => {
    for (const text of ['-10', 'abc']) {
      const html = renderToStaticMarkup(
        <Form initialValues={{ disposalPrice: text }}>
          <DisposalPriceItem rules={[]} />
        </Form>,
      );
      expect(html).toMatch(new RegExp(`<input[^>]*inputMode="decimal"[^>]*type="text" value="${text}"`));
      expect(html).not.toContain('spinbutton');
      expect(html).toContain('Disposal Price (KES)');
    }
  });

  it('keeps the typed text, so a negative or non-numeric price is not turned into another amount', () => {
    expect(disposalPriceValue('-10')).toBe('-10');
    expect(disposalPriceValue('abc')).toBe('abc');
    expect(disposalPriceValue('2500.50')).toBe('2500.50');
    expect(disposalPriceValue('')).toBeNull();
    expect(disposalPriceValue('   ')).toBeNull();
  });

  it("shows the specification's message for -10 and abc, and sends nothing", async () => {
    for (const price of ['-10', 'abc', '-0.50', '10 KES']) {
      expect(await shown(price), price).toBe('Disposal price must be a valid positive number');
      expect(assetSchema.safeParse(typed(price)).success, price).toBe(false);
    }
  });

  it('sends a valid price in KES, and an empty field as no price', async () => {
    expect(await shown('2500.50')).toBeNull();
    expect(toAssetBody(assetSchema.parse(typed('2500.50')), 1).disposalPrice).toBe(2500.5);
    expect(await shown('0')).toBeNull();
    expect(toAssetBody(assetSchema.parse(typed('0')), 1).disposalPrice).toBe(0);
    expect(await shown('')).toBeNull();
    expect(toAssetBody(assetSchema.parse(typed('')), 1).disposalPrice).toBeNull();
  });
});
