/* C's digraphs (C11 6.4.6p3): <: :> <% %> %: are [ ] { } # spelt otherwise, in the SCoP, in declarations
   and in directives; strings and character constants that contain them are not digraphs. */
%:include <stdio.h>
%:define N 24
double A<:N:><:N:>, B<:N:>, C<:N + 2:>;

static void kernel(int n) <%
#pragma scop
  for (int i = 0; i < n; i++) <%
    for (int j = 0; j < n; j++)
      A<:i:><:j:> = B<:i:> * B<:j:> + (i > j ? 1 : 0);
    B<:i:> = A<:i:><:i:> * 0.5; %>
  for (int i = 1; i <= n; i++)
    C<:i:> = C<:i - 1:> + B<:i - 1:>;
#pragma endscop
%>

int main(void) <%
  const char *s = "<:%>%:";
  for (int i = 0; i < N; i++) B<:i:> = i % 7;
  kernel(N);
  kernel(N / 2);
  printf("%s %c%c\n", s, '<', ':');
  for (int i = 0; i < N; i++)
    printf("%g %g %g\n", A<:i:><:N - 1 - i:>, B<:i:>, C<:i:>);
  return 0;
%>
