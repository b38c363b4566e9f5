import { describe, expect, it } from 'vitest';
import { isPricingCurrency } from '../contracts/pricing';
import { COUNTRIES } from '../data/countries';
import { moneyFormat, moneyLocale } from './money';

/** Intl writes narrow and no-break spaces; the table below writes plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');

/**
 * The shipped fullstack prices (regular, special) of each offered country, as a
 * Spanish and an English reader of that country sees them. Written out by hand from CLDR's
 * conventions: Intl's own currency display (no hand-built 'symbol + code'), the country's own
 * Spanish where Spanish is spoken and Latin American Spanish (es-419) anywhere else.
 */
const TABLE: readonly (readonly [
  country: string,
  regular: number,
  special: number,
  esRegular: string,
  esSpecial: string,
  enRegular: string,
  enSpecial: string,
])[] = [
  ['AR', 2420000, 726000, '$ 2.420.000', '$ 726.000', 'ARS 2,420,000', 'ARS 726,000'],
  ['CA', 2290, 687, 'CAD 2,290', 'CAD 687', '$2,290', '$687'],
  ['CL', 1570000, 471000, '$1.570.000', '$471.000', 'CLP 1,570,000', 'CLP 471,000'],
  ['CO', 6680000, 2004000, '$ 6.680.000', '$ 2.004.000', 'COP 6,680,000', 'COP 2,004,000'],
  ['CR', 843000, 252900, '₡843 000', '₡252 900', 'CRC 843,000', 'CRC 252,900'],
  ['EC', 1670, 501, '$1.670', '$501', '$1,670', '$501'],
  ['SV', 1670, 501, '$1,670', '$501', '$1,670', '$501'],
  ['FR', 1437, 431, 'EUR 1,437', 'EUR 431', '€1,437', '€431'],
  ['DE', 1437, 431, 'EUR 1,437', 'EUR 431', '€1,437', '€431'],
  ['GT', 12850, 3855, 'Q 12,850', 'Q 3,855', 'GTQ 12,850', 'GTQ 3,855'],
  ['HN', 43900, 13170, 'L 43,900', 'L 13,170', 'HNL 43,900', 'HNL 13,170'],
  ['JP', 250000, 75000, 'JPY 250,000', 'JPY 75,000', '¥250,000', '¥75,000'],
  ['MX', 28500, 8550, '$28,500', '$8,550', 'MX$28,500', 'MX$8,550'],
  ['NI', 61500, 18450, 'C$61,500', 'C$18,450', 'NIO 61,500', 'NIO 18,450'],
  ['NO', 17000, 5100, 'NOK 17,000', 'NOK 5,100', '17 000 kr', '5 100 kr'],
  ['PA', 1670, 501, 'USD 1,670', 'USD 501', '$1,670', '$501'],
  ['PY', 11850000, 3555000, 'Gs. 11.850.000', 'Gs. 3.555.000', 'PYG 11,850,000', 'PYG 3,555,000'],
  ['PE', 4997, 1499, 'S/ 4,997', 'S/ 1,499', 'PEN 4,997', 'PEN 1,499'],
  ['PT', 1437, 431, 'EUR 1,437', 'EUR 431', '€1,437', '€431'],
  ['PR', 1670, 501, '$1,670', '$501', '$1,670', '$501'],
  ['ES', 1437, 431, '1437 €', '431 €', '€1,437', '€431'],
  ['SE', 15900, 4770, 'SEK 15,900', 'SEK 4,770', '15 900 kr', '4 770 kr'],
  ['CH', 1335, 401, 'CHF 1,335', 'CHF 401', "CHF 1'335", 'CHF 401'],
  ['AE', 6133, 1840, 'AED 6,133', 'AED 1,840', 'AED 6,133', 'AED 1,840'],
  ['GB', 1250, 375, 'GBP 1,250', 'GBP 375', '£1,250', '£375'],
  ['US', 1670, 501, 'USD 1,670', 'USD 501', '$1,670', '$501'],
  ['UY', 66800, 20040, '$ 66.800', '$ 20.040', 'UYU 66,800', 'UYU 20,040'],
  // Priced at the USD row (the pricing content has no BOB, VES, DOP or BRL row).
  ['BO', 1670, 501, 'USD 1,670', 'USD 501', '$1,670', '$501'],
  ['VE', 1670, 501, 'USD 1,670', 'USD 501', '$1,670', '$501'],
  ['DO', 1670, 501, 'USD 1,670', 'USD 501', '$1,670', '$501'],
  ['BR', 1670, 501, 'USD 1,670', 'USD 501', '$1,670', '$501'],
];

describe('money as each country reads it', () => {
  it('covers every offered country', () => {
    expect(TABLE.map(([code]) => code).sort()).toEqual(COUNTRIES.map((c) => c.code).sort());
  });

  it.each(TABLE)('%s: %d and %d', (code, regular, special, esRegular, esSpecial, enRegular, enSpecial) => {
    const own = COUNTRIES.find((c) => c.code === code)!.currency;
    const currency = isPricingCurrency(own) ? own : 'USD';
    const es = moneyFormat(currency, code, 'es', [regular, special]);
    const en = moneyFormat(currency, code, 'en', [regular, special]);
    expect([plain(es.format(regular)), plain(es.format(special))]).toEqual([esRegular, esSpecial]);
    expect([plain(en.format(regular)), plain(en.format(special))]).toEqual([enRegular, enSpecial]);
  });

  it('formats Spanish outside Spain and Latin America as es-419, and never builds "symbol + code" by hand', () => {
    expect(moneyLocale('CA', 'es')).toBe('es-419');
    expect(moneyLocale('US', 'es')).toBe('es-419');
    expect(moneyLocale('JP', 'es')).toBe('es-419');
    expect(moneyLocale('MX', 'es')).toBe('es-MX');
    expect(moneyLocale('ES', 'es')).toBe('es-ES');
    expect(moneyLocale('MX', 'en')).toBe('en-MX');
    expect(plain(moneyFormat('CAD', 'CA', 'es', [2290]).format(2290))).toBe('CAD 2,290');
    expect(plain(moneyFormat('MXN', 'MX', 'es', [28500]).format(28500))).toBe('$28,500');
  });

  it('shows the same digits in every figure of a block: cents in one amount give cents to all', () => {
    const block = moneyFormat('USD', 'US', 'en', [1670, 500.5]);
    expect([block.format(1670), block.format(500.5)]).toEqual(['$1,670.00', '$500.50']);
    const whole = moneyFormat('USD', 'US', 'en', [1670, 501]);
    expect([whole.format(1670), whole.format(501)]).toEqual(['$1,670', '$501']);
  });

  it('formats ranges and the discount with the same locale', () => {
    expect(plain(moneyFormat('USD', 'US', 'en', [5500, 7900]).range(5500, 7900))).toBe('$5,500 – $7,900');
    expect(plain(moneyFormat('USD', 'US', 'es', [5500, 7900]).range(5500, 7900))).toBe('USD 5,500-7,900');
    expect(plain(moneyFormat('EUR', 'ES', 'es').discount(70))).toBe('-70 %');
    expect(plain(moneyFormat('PEN', 'PE', 'es').discount(70))).toBe('-70%');
    expect(moneyFormat('USD', 'US', 'en').symbol).toBe('$');
    expect(moneyFormat('USD', 'US', 'es').symbol).toBe('USD');
  });
});
