/*
 * The bundle commands' lines for people (bundle.h).
 */
#include "bundle.h"
#include "../util/i18n.h"
#include "../util/keys.h"

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
