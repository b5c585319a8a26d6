export default function Page() {
  return <h1>auth/signup</h1>;
}
