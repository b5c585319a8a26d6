export default function Page() {
  return <h1>auth/login</h1>;
}
