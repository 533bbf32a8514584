/*
 * The bundle commands' lines for people (bundle.h).
 */
#include "bundle.h"
#include "../util/i18n.h"
#include "../util/keys.h"

static const char *const conflicts_head[] = { N_("event"), N_("session"), N_("table"),
    N_("deal"), N_("side"), N_("version"), N_("contract"), N_("declarer"),
    N_("partner"), N_("kontras"), N_("eyes"), N_("points1"), N_("points2"),
    N_("points3"), N_("points4"), N_("entered_by"), N_("entered_at"),
    N_("signed_by"), N_("signer_key"), N_("signed_at") };
static const int conflicts_right[] = { 1, 2, 3, 5, 7, 8, 9, 10, 11, 12, 13, 14, -1 };
/* office or venue; withdrawn for a withdrawn deal */
static const int conflicts_words[] = { 4, 6, -1 };
const struct report_cols bundle_conflicts_cols = { 20, conflicts_head, conflicts_right,
    conflicts_words };

static const char *const signers_head[] = { N_("event"), N_("session"), N_("table"),
    N_("deals"), N_("signed_by"), N_("signer_key"), N_("bundle_signed_at") };
static const int signers_right[] = { 1, 2, 3, -1 };
const struct report_cols bundle_signers_cols = { 7, signers_head, signers_right, NULL };

void
bundle_made_print(FILE *fp, const char *out, const char *event,
    const struct db_bundle_made *made, const char *signer, const unsigned char pk[KEY_PUBLIC])
{
	char	 fpr[KEY_FPR], nt[64], nv[64];

	key_fingerprint(pk, fpr);
	snprintf(nt, sizeof(nt), P_("%d table", "%d tables", made->tables), made->tables);
	snprintf(nv, sizeof(nv), P_("%d deal version", "%d deal versions", made->versions),
	    made->versions);
	fprintf(fp, _("%s: event '%s', %s, %s, signed by %s (%s)\n"), out, event, nt, nv,
	    signer, fpr);
}

void
bundle_merge_print(FILE *fp, const char *file, const struct bundle *b, const char *signer,
    const struct db_merge *m)
{
	const struct db_merge_conflict *c;
	char		 fpr[KEY_FPR], nv[64];
	size_t		 i;

	key_fingerprint(b->signer, fpr);
	if (m->status == DBM_ALREADY)
		fprintf(fp, _("%s: already merged: nothing changed\n"), file);
	else if (m->status == DBM_NOTHING_NEW && m->nconflicts == 0)
		fprintf(fp, _("%s: event '%s': nothing new (every deal version is here"
		    " already)\n"), file, b->event);
	else if (m->status == DBM_MERGED && (m->versions || m->players || m->tables)) {
		snprintf(nv, sizeof(nv), P_("%d deal version", "%d deal versions", m->versions),
		    m->versions);
		fprintf(fp, _("%s: event '%s', signed by %s (%s) at %s: added %s (new players:"
		    " %d, new tables: %d)\n"), file, b->event, signer, fpr, b->signed_at, nv,
		    m->players, m->tables);
	}
	for (i = 0; i < m->nconflicts; i++) {
		c = &m->conflicts[i];
		fprintf(fp, _("%s: event '%s', session %d, table %d, deal %d: the bundle's"
		    " version %d disagrees with version %d here: %s (referee conflicts)\n"), file,
		    b->event, c->session, c->table, c->deal, c->venue_version, c->office_version,
		    c->known ? _("still in the conflict queue") : _("put in the conflict queue"));
	}
}

void
bundle_resolve_print(FILE *fp, const char *event, int session, int table, int deal,
    enum db_take take, int version, int made)
{
	const char	*what;
	char		 v[64];

	if (take == DB_TAKE_VENUE)
		what = _("the venue's version");
	else if (take == DB_TAKE_OFFICE)
		what = _("the version held here");
	else {
		snprintf(v, sizeof(v), _("version %d"), version);
		what = v;
	}
	fprintf(fp, _("event '%s', session %d, table %d, deal %d: settled as version %d (%s)\n"),
	    event, session, table, deal, made, what);
}
