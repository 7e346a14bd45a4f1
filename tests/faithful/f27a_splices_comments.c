/* Text forms inside SCoPs: backslash-newline splices in the middle of identifiers, numbers and
   operators; // comments inside statements; block comments spanning the pragma lines; UTF-8 and
   universal-character-name identifiers; pragma lines spliced, and a comment inside a directive. */
#include <stdio.h>
#define N 150
double café[N], B[N], \u00e9t\u00e9[N];
double long_na\
me_array[N];
int K[N];

static void f(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = caf\
é[i] * 2.\
5 + 1\
00;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    long_name_array[i] = B[i] // the scaled input
      - 3.0 // minus three
      ; // end
    K[i] = i <\
< 2;
  }
#pragma endscop
  /* a comment that starts before
#pragma scop
     and is not a pragma */
#pragma scop /* this comment spans
                the next line */
  for (int i = 0; i < n; i++)
    été[i] = café[i] + long_name_array[i];
#pragma endscop /* and this
                   one too */
#pragma scop
  for (int i = 0; i < n; i++) {
    B[i] = été[i] * 0.5; /* trailing
    comment */ K[n - 1 - i] += 1; }
#pragma endscop
#pragma sc\
op
  for (int i = 0; i < n; i++)
    long_name_array[i] += B[i] * 3;
#pragma \
  endscop
  # /* a comment before the directive's name */ pragma scop
  for (int i = 0; i < n; i++)
    B[i] -= K[i];
  #pragma endscop /* and one spliced */ \
  onto the next line
}

int main(void) {
  for (int i = 0; i < N; i++) café[i] = (i % 23) * 0.5 - 4;
  f(N);
  double s = 0; long k = 0;
  for (int i = 0; i < N; i++) { s += B[i] + été[i] * 2 + long_name_array[i] * 3; k += K[i]; }
  printf("%.17g %ld\n", s, k);
  return 0;
}
