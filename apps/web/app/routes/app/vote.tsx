export default function Page() {
  return <h1>app/vote</h1>;
}
