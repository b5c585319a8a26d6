export default function Page() {
  return <h1>admin/home</h1>;
}
