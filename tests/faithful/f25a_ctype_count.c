#include <stdio.h>
#include <ctype.h>
#define R 4
#define C 20

int main(void) {
  char t[R][C];
  int ndig[R], nsp[R];
  const char *rows[R] = {"ab 12 cd 345 ef  6 g", "NO DIGITS here at al", "9 8 7 6 5 4 3 2 1 0 ", "\tx\ny z  42 mixed\v\f!"};
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++) t[r][c] = rows[r][c];
#pragma scop
  for (int r = 0; r < R; r++) {
    ndig[r] = 0;
    nsp[r] = 0;
    for (int c = 0; c < C; c++) {
      ndig[r] += isdigit(t[r][c]) ? 1 : 0;
      nsp[r] += isspace(t[r][c]) != 0;
      t[r][c] = isalpha(t[r][c]) ? toupper(t[r][c]) : '_';
    }
  }
#pragma endscop
  for (int r = 0; r < R; r++) printf("%d %d %.20s\n", ndig[r], nsp[r], t[r]);
  return 0;
}
