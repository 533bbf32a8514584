/* The output formats of the report layer (table_print): text, CSV, HTML. */
#ifndef REPORT_FORMAT_H
#define REPORT_FORMAT_H

enum out_format { FMT_TEXT, FMT_CSV, FMT_HTML };

#endif /* REPORT_FORMAT_H */
