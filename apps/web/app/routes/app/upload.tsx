export default function Page() {
  return <h1>app/upload</h1>;
}
