/* Character constants with an encoding prefix: u'x' (char16_t), U'y' (char32_t), L'z' (wchar_t). */
#include <stdio.h>
long W[8];
int main(void) {
#pragma scop
  for (int i = 0; i < 8; i++)
    W[i] = u'x' + U'y' * i + L'z' - u'\x7f' * (i % 3) + (U'\u00e9' > i) + L'\n' + (u'a' - 200 < 0);
#pragma endscop
  for (int i = 0; i < 8; i++) printf("%ld\n", W[i]);
  return 0;
}
