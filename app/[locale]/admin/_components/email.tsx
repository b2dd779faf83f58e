/** An email that may wrap before its @ rather than anywhere. */
export function Email({ value }: { value: string }) {
  const at = value.lastIndexOf('@');
  if (at <= 0) return <>{value}</>;
  return (
    <>
      {value.slice(0, at)}
      <wbr />
      {value.slice(at)}
    </>
  );
}
