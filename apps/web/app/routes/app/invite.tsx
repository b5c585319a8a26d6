export default function Page() {
  return <h1>app/invite</h1>;
}
