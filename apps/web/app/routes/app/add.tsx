export default function Page() {
  return <h1>app/add</h1>;
}
