export function OrganisationHome() {
  return <h1>Your tasks</h1>;
}
