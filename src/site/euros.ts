import { numberFormat } from "../labels/intl";

/** A price in euros as a reader of `locale` writes it: «80 €», «85,50 €» in Spanish, «€80», «€85.50» in English. Its own module: only the prices and the estimate need it. */
export function euros(amount: number, locale: string): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  return numberFormat(locale, { style: "currency", currency: "EUR", minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 }).format(amount);
}
