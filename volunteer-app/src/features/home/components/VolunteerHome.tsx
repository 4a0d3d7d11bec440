export function VolunteerHome() {
  return <h1>Open tasks</h1>;
}
