export default function Page() {
  return <h1>admin/page</h1>;
}
