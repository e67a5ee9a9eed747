/** A price in euros as a Spanish reader writes it: «80 €», «85,50 €». Its own module: only the prices and the estimate need it. */
export function euros(amount: number): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  return new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR", minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 }).format(amount);
}
