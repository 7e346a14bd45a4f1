#include <stdio.h>
#include <ctype.h>
#define N 48

int main(void) {
  char s[N + 1], up[N + 1], lo[N + 1];
  int dig[N], alp[N];
  const char *src = "Hello, World 42! abcXYZ 0123-9 the Quick fox~\x7f";
  for (int i = 0; i < N; i++) s[i] = src[i];
  s[N] = up[N] = lo[N] = 0;
#pragma scop
  for (int i = 0; i < N; i++) {
    up[i] = toupper(s[i]);
    lo[i] = tolower(s[i]);
    dig[i] = isdigit(s[i]) != 0;
    alp[i] = isalpha((unsigned char)s[i]) ? 1 : 0;
  }
#pragma endscop
  printf("%s\n%s\n", up, lo);
  for (int i = 0; i < N; i++) printf("%d%d", dig[i], alp[i]);
  printf("\n");
  return 0;
}
