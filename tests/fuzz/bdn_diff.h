/*
 * The .bdn reader's fast path against the general reader (issue 31): the
 * same text read twice, once as bdn_read reads it (the fast path first) and
 * once by the general reader alone (bdn_reader.general), must give the same
 * result at every call: the same return value, the same deal (every field,
 * source positions included), the same reader state (position, line,
 * inherited header, Ruleset position) and the same error (line, column,
 * message). Shared by tests/check_bdn_fast.c and tests/fuzz/fuzz_bdnfast.c.
 */
#ifndef BDN_DIFF_H
#define BDN_DIFF_H

#include <stdio.h>
#include <string.h>

#include "../../src/notation/bdn.h"

/*
 * Reads text both ways. Returns 0 when they agree throughout, else -1 with
 * the record number and what differed in why; *nrec: records read, *nfast:
 * records the fast path read (may be NULL).
 */
static int
bdn_diff(const char *text, size_t len, long *nrec, long *nfast, char *why, size_t whysz)
{
	static struct baska_deal da, db;
	struct bdn_reader	 fast, gen;
	struct errbuf		 ea, eb;
	long			 n = 0;
	int			 ra, rb;

	bdn_reader_init(&fast, text, len);
	bdn_reader_init(&gen, text, len);
	gen.general = 1;
	for (;;) {
		memset(&da, 0, sizeof(da));
		memset(&db, 0, sizeof(db));
		memset(&ea, 0, sizeof(ea));
		memset(&eb, 0, sizeof(eb));
		ra = bdn_read(&fast, &da, &ea);
		rb = bdn_read(&gen, &db, &eb);
		if (ra != rb) {
			snprintf(why, whysz, "record %ld: fast path %d, general reader %d (%d:%d %.200s)",
			    n + 1, ra, rb, ra < 0 ? ea.line : eb.line, ra < 0 ? ea.col : eb.col,
			    ra < 0 ? ea.msg : eb.msg);
			return -1;
		}
		if (ra < 0 && (ea.line != eb.line || ea.col != eb.col ||
		    strcmp(ea.msg, eb.msg) != 0)) {
			snprintf(why, whysz, "record %ld: errors %d:%d %.200s / %d:%d %.200s", n + 1,
			    ea.line, ea.col, ea.msg, eb.line, eb.col, eb.msg);
			return -1;
		}
		if (ra == 1 && memcmp(&da, &db, sizeof(da)) != 0) {
			snprintf(why, whysz, "record %ld (deal %d, line %d): the deals differ",
			    n + 1, db.deal, db.src.line);
			return -1;
		}
		if (fast.p != gen.p || fast.bol != gen.bol || fast.line != gen.line ||
		    fast.failed != gen.failed || fast.have_hdr != gen.have_hdr ||
		    memcmp(&fast.hdr, &gen.hdr, sizeof(fast.hdr)) != 0 ||
		    fast.ruleset_src.line != gen.ruleset_src.line ||
		    fast.ruleset_src.col != gen.ruleset_src.col) {
			snprintf(why, whysz, "record %ld: the readers' states differ (line %d / %d)",
			    n + 1, fast.line, gen.line);
			return -1;
		}
		if (ra != 1)
			break;
		n++;
	}
	if (nrec != NULL)
		*nrec = n;
	if (nfast != NULL)
		*nfast = fast.nfast;
	return 0;
}

#endif /* BDN_DIFF_H */
