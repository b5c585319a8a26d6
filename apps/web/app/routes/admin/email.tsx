export default function Page() {
  return <h1>admin/email</h1>;
}
