-- Brazilian address-book entries saved before migration 0039 hold the número, the complemento and the
-- bairro in the one street line ("Rua X, 123 - Bairro"), and an empty número and bairro. This data
-- migration splits the lines it can read with certainty and leaves the others as they are: the address
-- book then asks the shopper for what is still missing (docs/decisions/058). The parser is the function
-- below, tested by src/server/customers/address-backfill.int.test.ts, and dropped at the end.
--
-- What it reads: "<rua>, [nº] <número> [, <complemento>] [ - <bairro> [ - <anything else>]]", where
-- the rua has letters and no comma, the número is 1-6 digits with an optional letter ("15A", "120-B")
-- or s/n, and the bairro is letters (at least two), digits and the usual punctuation, at most 60
-- characters, and not the city itself. Anything else ("Rua 7 de Setembro 100", "Avenida Brasil"), or
-- a bairro that is not a bairro, leaves the whole entry unchanged.
CREATE FUNCTION br_split_street_line(line text, city text, OUT street text, OUT house_number text, OUT complement text, OUT neighborhood text)
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  letters CONSTANT text := 'A-Za-zÁÀÂÃÉÊÍÓÔÕÚÜÇáàâãéêíóôõúüç';
  -- The words a complemento starts with (apto 12, bloco B, casa 2, fundos, sala 3, lote 4, quadra 5...).
  complement_word CONSTANT text := '^(ap|apt|apto|apartamento|bl|bloco|casa|cs|fundos|fds|sala|sl|loja|lj|lote|lt|quadra|qd|andar|conj|conjunto|cobertura|térreo|terreo|box|km)\M';
  squeezed text := btrim(regexp_replace(coalesce(line, ''), '\s+', ' ', 'g'));
  head text[];
  tail text[];
  rest text;
  extra text;
  bairro text;
BEGIN
  head := regexp_match(squeezed, '^([^,]*[^, ]) ?, ?(?:[nN][º°oO]?\.? ?)?([0-9]{1,6}(?:-?[A-Za-z](?![A-Za-z]))?|[sS]/?[nN])(.*)$');
  IF head IS NULL OR head[1] !~ ('[' || letters || ']') THEN
    RETURN;
  END IF;
  rest := head[3];
  IF rest = '' THEN
    bairro := NULL;
  ELSIF rest ~ '^ ?[-–] ?[^ ]' THEN
    bairro := regexp_replace(rest, '^ ?[-–] ?', '');
  ELSE
    tail := regexp_match(rest, '^ ?, ?([^–-]*[^–, -]) ?(?:[-–] ?(.+))?$');
    IF tail IS NULL THEN
      RETURN;
    END IF;
    extra := tail[1];
    bairro := tail[2];
    IF bairro IS NULL AND extra !~ '[0-9]' AND extra !~* complement_word THEN
      -- "Rua X, 123, Centro": a part with no digit that is no complemento is the bairro; with a comma in it, it is not clear which part is.
      IF extra ~ ',' THEN
        RETURN;
      END IF;
      bairro := extra;
      extra := NULL;
    END IF;
  END IF;
  IF bairro IS NOT NULL THEN
    -- What follows the bairro (" - São Paulo - SP") is the city and the state, kept in their own fields.
    bairro := btrim(regexp_replace(bairro, '( [-–]|[-–] ).*$', ''), ' ,.');
    IF bairro ~* complement_word
      OR bairro !~ ('^[' || letters || '0-9 ,.''’ºª°-]+$')
      OR char_length(regexp_replace(bairro, '[^' || letters || ']', '', 'g')) < 2
      OR char_length(bairro) > 60 THEN
      RETURN;
    END IF;
    IF lower(bairro) = lower(btrim(coalesce(city, ''))) THEN
      bairro := NULL;
    END IF;
  END IF;
  street := head[1];
  complement := extra;
  house_number := CASE WHEN head[2] ~ '^[sS]' THEN 's/n' ELSE upper(head[2]) END;
  neighborhood := coalesce(bairro, '');
END;
$$;
--> statement-breakpoint
UPDATE "customer_addresses" AS a
SET "address1" = p.street,
  "number" = p.house_number,
  "neighborhood" = p.neighborhood,
  "address2" = CASE WHEN p.complement IS NULL THEN a."address2" WHEN a."address2" = '' THEN p.complement ELSE a."address2" || ', ' || p.complement END
FROM "customer_addresses" AS c
CROSS JOIN LATERAL br_split_street_line(c."address1", c."city") AS p
WHERE a."id" = c."id"
  AND c."country" = 'BR'
  AND c."number" = ''
  AND c."neighborhood" = ''
  AND p.street IS NOT NULL
  AND char_length(a."address2") + char_length(coalesce(p.complement, '')) + 2 <= 300;
--> statement-breakpoint
DROP FUNCTION br_split_street_line(text, text);
