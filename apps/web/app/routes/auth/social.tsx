export default function Page() {
  return <h1>auth/social</h1>;
}
