export default function Page() {
  return <h1>admin/parameters</h1>;
}
