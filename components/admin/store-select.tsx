type Props = { id: string; label: string; allLabel: string; stores: { id: string; name: string }[] };

/** The `storeId` select of the admin create forms: empty means every store. */
export function StoreSelect({ id, label, allLabel, stores }: Props) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} name="storeId" className="input" defaultValue="">
        <option value="">{allLabel}</option>
        {stores.map((s) => (
          <option key={s.id} value={s.id}>{s.name}</option>
        ))}
      </select>
    </>
  );
}
