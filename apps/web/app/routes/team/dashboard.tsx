export default function Page() {
  return <h1>team/dashboard</h1>;
}
