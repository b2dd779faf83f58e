type Row = {
  key: string;
  name: string;
  from: string;
  bonus: string | null;
  /** The offers the price already deducts, named (docs/decisions.md#price-breakdown). */
  offers: string | null;
  days: string;
  /** The booking step with this repair chosen, localized by the page: a plain link, no client code per row. */
  href: string;
  bookLabel: string;
};

/** One sub-category's repairs: name, lead time, price (right-aligned, tabular figures) and a booking link. */
export function PriceTable({ caption, labels, rows }: { caption: string; labels: { repair: string; price: string; book: string }; rows: Row[] }) {
  return (
    <table className="price-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.repair}</th>
          <th scope="col" className="num">
            {labels.price}
          </th>
          <th scope="col">
            <span className="visually-hidden">{labels.book}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">
              {r.name}
              <span className="muted small block">{r.days}</span>
            </th>
            <td className="num">
              <strong>{r.from}</strong>
              {r.offers ? <span className="offer small block">{r.offers}</span> : null}
              {r.bonus ? <span className="bonus small block">{r.bonus}</span> : null}
            </td>
            <td className="book-cell">
              <a href={r.href} className="btn btn-secondary btn-sm" aria-label={r.bookLabel}>
                {labels.book}
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
