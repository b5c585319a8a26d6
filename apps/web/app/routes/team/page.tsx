export default function Page() {
  return <h1>team/page</h1>;
}
