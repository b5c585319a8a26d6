export default function Page() {
  return <h1>app/studio</h1>;
}
