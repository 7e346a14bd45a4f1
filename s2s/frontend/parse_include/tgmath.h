/* s2s: <tgmath.h> for the parse only (frontend/preprocess.py puts this directory after the user's -I
   directories).  The C library's <tgmath.h> builds its type-generic macros from GNU C extensions that
   the parser does not read (and refuses to be included without __GNUC__).  Here the math functions are
   declared as in <math.h>, and the typedef name below tells the model builder that the calls are
   type-generic: it gives each one the function C selects for its arguments' types (model/builder.py).
   The generated code keeps the user's #include <tgmath.h>. */
#include <math.h>
#include <complex.h>
typedef int __s2s_tgmath_h;
