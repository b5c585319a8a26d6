export default function Page() {
  return <h1>app/dashboard</h1>;
}
