-- Surveys (issue 14): a survey of an organisation, its questions, and the answers of its respondents.
-- Status: draft (being written, no answers), published (answered between start_time and end_time), closed.
-- Audience: realms and/or organisations (a respondent in any of them); both empty is everyone the owner reaches.
CREATE TABLE surveys (
  id serial PRIMARY KEY,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '',
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'closed')),
  audience_realm_ids integer[] NOT NULL DEFAULT '{}',
  audience_organization_ids integer[] NOT NULL DEFAULT '{}',
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_time > start_time)
);
CREATE INDEX surveys_organization_idx ON surveys (organization_id);
CREATE INDEX surveys_open_idx ON surveys (status, end_time);

CREATE TABLE survey_questions (
  id serial PRIMARY KEY,
  survey_id integer NOT NULL REFERENCES surveys(id) ON DELETE CASCADE,
  question_type_id smallint NOT NULL CHECK (question_type_id BETWEEN 1 AND 4),
  question text NOT NULL CHECK (length(question) BETWEEN 1 AND 500),
  -- The options of a choice question (types 1 and 2), in order; empty for text and rating.
  answer text[] NOT NULL DEFAULT '{}',
  position integer NOT NULL,
  required boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX survey_questions_survey_idx ON survey_questions (survey_id, position);

-- One submission per user per survey: its rows share the user and survey.
CREATE TABLE survey_submissions (
  id serial PRIMARY KEY,
  survey_id integer NOT NULL REFERENCES surveys(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (survey_id, user_id)
);

CREATE TABLE survey_answers (
  id serial PRIMARY KEY,
  survey_id integer NOT NULL REFERENCES surveys(id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES survey_questions(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The chosen option(s) of a choice question, or the rating ('1'-'5'); empty for a text question.
  answer text[] NOT NULL DEFAULT '{}',
  answer_text text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (question_id, user_id),
  FOREIGN KEY (survey_id, user_id) REFERENCES survey_submissions(survey_id, user_id) ON DELETE CASCADE
);
CREATE INDEX survey_answers_survey_idx ON survey_answers (survey_id, user_id);
