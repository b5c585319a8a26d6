export default function Page() {
  return <h1>team/new-team</h1>;
}
