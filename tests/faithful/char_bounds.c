/* Character constants in bounds and subscripts: a loop over 'a' .. 'z' indexing c - 'a', escapes
   ('\n', '\'', '\\', '\0', '\x41', '\101', '\33'), '\xff' as a lower bound (-1: char is signed; the model
   read it as 255 and ran no iteration), u'\xffff' and L'\x7f' in statements. */
#include <stdio.h>
static int cnt[40];
static int big[32];

int main(void) {
#pragma scop
  for (int c = 'a'; c <= 'z'; c++)
    cnt[c - 'a'] += c;
  for (int i = '\0'; i < '\n'; i++)
    cnt[i + 26] += i * '\'' + '\\';
  for (int i = '\x41' - '\101'; i < '\33' - 20; i++)
    cnt[36 - i] -= 1;
  for (int i = '\xff'; i < 3; i++)
    big[i + 1] += u'\xffff' - 65000 + i;
  for (int i = 24925; i < 24930; i++)
    big[i - 24925 + 10] += L'\x7f';
#pragma endscop
  for (int i = 0; i < 40; i++) printf("%d ", cnt[i]);
  printf("\n");
  for (int i = 0; i < 32; i++) printf("%d ", big[i]);
  printf("\n");
  return 0;
}
