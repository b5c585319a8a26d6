export default function Page() {
  return <h1>team-member</h1>;
}
