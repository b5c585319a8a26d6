export default function Page() {
  return <h1>app/checkout</h1>;
}
