export default function Page() {
  return <h1>app/results</h1>;
}
