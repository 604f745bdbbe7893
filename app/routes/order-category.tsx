export default function OrderCategory() {
  return <h1>Zamów</h1>;
}
