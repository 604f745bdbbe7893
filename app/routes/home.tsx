export default function Home() {
  return <h1>Plisy</h1>;
}
