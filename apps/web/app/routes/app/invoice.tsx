export default function Page() {
  return <h1>app/invoice</h1>;
}
