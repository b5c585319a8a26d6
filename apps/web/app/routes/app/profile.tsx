export default function Page() {
  return <h1>app/profile</h1>;
}
