#!/usr/bin/env bash
# Starts the production build on a fresh, seeded embedded database for the end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${1:-3100}"
TMP="$(mktemp -d /tmp/jobboard-e2e.XXXXXX)"
export PGLITE_DIR="$TMP/pglite" UPLOADS_DIR="$TMP/uploads"
# Mail goes to the SMTP server that e2e/sign-in-by-link.spec.ts runs on E2E_SMTP_PORT (default: PORT + 1).
export SMTP_URL="smtp://127.0.0.1:${E2E_SMTP_PORT:-$((PORT + 1))}"
# The AI draft asks the OpenAI-compatible model server an e2e spec runs on E2E_AI_PORT (default: PORT + 2) with
# startChatTestServer (server/ai/chat-server-testing.ts).
export AI_DRAFT_URL="http://127.0.0.1:${E2E_AI_PORT:-$((PORT + 2))}/v1"
# The checkout asks the local VIES an e2e spec runs on E2E_VIES_PORT (default: PORT + 3) with startViesTestServer
# (server/commerce/vat/vies-server-testing.ts): no test reaches the EU's service, and a spec decides which VAT numbers
# are registered. Without that spec running, an EU VAT number gets the "nicht prüfbar" field error.
export VIES_URL="http://127.0.0.1:${E2E_VIES_PORT:-$((PORT + 3))}/check-vat-number"
# Analytics go to the stand-in e2e/cookie-consent.spec.ts runs on E2E_ANALYTICS_PORT (default: PORT + 4) with
# startAnalyticsTestServer (server/analytics/analytics-server-testing.ts): no test reaches Google, a conversion API
# or a custom service, and without that spec running nothing is there to answer (nobody has consented either).
ANALYTICS="http://127.0.0.1:${E2E_ANALYTICS_PORT:-$((PORT + 4))}"
export GA4_TAG_URL="$ANALYTICS/gtag/js" GA4_TRANSPORT_URL="$ANALYTICS" GA4_MP_URL="$ANALYTICS/mp/collect"
export CONVERSION_API_URL="$ANALYTICS/conversions" CONVERSION_API_TOKEN="e2e-conversion-token"
export JOBWARE_SCRIPT_URL="$ANALYTICS/services/jobware.js?kunde={customerId}"
export SOCIALTELLIGENCE_SCRIPT_URL="$ANALYTICS/services/socialtelligence.js?id={customerId}"
export GA4_API_SECRETS="G-JBRGNL0001=e2e-base,G-B7HR370RU2=e2e-franken,G-K3ODXP9PQR=e2e-chiemgau"
# Google sign-in (docs/product.md §9 social login, turned on for Göttingen) asks the OpenID Connect stand-in that
# e2e/social-login.spec.ts runs on E2E_OIDC_PORT (default: PORT + 5) with startOidcTestServer
# (lib/data/auth/oidc-server-testing.ts), for this client; LinkedIn and Facebook have no credentials, so no buttons.
export AUTH_GOOGLE_ISSUER="http://127.0.0.1:${E2E_OIDC_PORT:-$((PORT + 5))}"
export AUTH_GOOGLE_ID=e2e-google-client AUTH_GOOGLE_SECRET=e2e-google-secret
# No outbound internet here: the per-link URL check would refuse every link, so it is off; it is tested against local
# HTTP servers (server/links/check-job-link.test.ts, server/schema/postings/job-link-check.test.ts).
export JOB_LINK_CHECK=off
# Links in mails and pages lead to the local sites the browser visits.
export SITE_ORIGIN_PATTERN="http://{id}.localhost:$PORT"
npx tsx server/seed/run.ts --stichtag "$(date -u +%F)"
exec bash scripts/start-server.sh -p "$PORT"
